// Opens that a mail privacy proxy made (issue 22: "opens by mail privacy proxies flagged apart"). Apple Mail
// Privacy Protection downloads every image of every mail when it arrives, through Apple's relays, whose
// requests carry the bare User-Agent "Mozilla/5.0"; Yahoo's proxy prefetches as "YahooMailProxy". Such a
// load says the mail reached a mailbox, not that anyone read it. Gmail's image proxy ("GoogleImageProxy")
// fetches when the reader opens the mail, so its loads count as opens. A request with no User-Agent at all
// is a machine as well.

const proxyAgents = [/^Mozilla\/5\.0$/, /YahooMailProxy/i];

export function isPrivacyProxy(userAgent: string | undefined): boolean {
  const agent = userAgent?.trim() ?? "";
  return agent === "" || proxyAgents.some((pattern) => pattern.test(agent));
}
