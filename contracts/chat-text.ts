// SPEC.md sections 2 ('Live chat widget'), 4 ('Live chat'), 5 ('Chat form'), 8 (Chatbot failure) and 9
// (chat constants), character for character. Free of zod so the always-loaded chat state can import it;
// the schemas live in chat.ts, which re-exports these.

export const chatLimits = {
  /** SPEC.md section 9: the details form waits this long before the greeting. */
  startDelayMs: 1000,
  /** SPEC.md section 9: the request carries the last 10 messages. */
  historySize: 10,
  /** Longest visitor message the widget sends and the API accepts. */
  messageMax: 2000,
  /** Longest text of one message replayed as history (agent replies can be longer than a question). */
  historyTextMax: 8000,
  /** SPEC.md section 5: at least 10 characters after removing spaces, hyphens and parentheses. */
  phoneMinLength: 10,
  messageIdMax: 64,
} as const;

export const chatMessages = {
  title: "Live Chat",
  online: "Online",
  welcome: "Welcome! Please share your details to start chatting with our AI experts.",
  nameLabel: "Full Name",
  emailLabel: "Email Address",
  phoneLabel: "Phone Number",
  startChatting: "Start Chatting",
  starting: "Starting Chatting...",
  placeholder: "Type your message...",
  send: "Send message",
  minimize: "Minimize chat",
  restore: "Open live chat",
  close: "Close chat",
  messageListLabel: "Chat messages",
  agentTyping: "Agent is typing...",
  you: "You",
  agent: "AI Labs",
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  messageRequired: "Message is required",
  messageTooLong: "Message is too long",
  greeting: (name: string) =>
    `Hi ${name}! Welcome to AI Labs bootcamp. I'm here to help you with any questions about our programs, courses, pricing, and schedules. How can I assist you today?`,
  failure: (email: string) =>
    `I'm experiencing some technical difficulties. Please try again or contact us directly at ${email}.`,
} as const;
