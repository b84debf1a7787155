// The fixed head of /about: a file of its own, so that the page's bundle carries only its own text
// (decision 0024); the server's page source reads the same constant.
/** /about: its description is the site_pages row's summary; its title is not the row's heading. */
export const aboutPageTitle = "About AI Labs: Our Mission, Team and Numbers | AI Labs";
