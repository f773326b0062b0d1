/** Newsletter topics a subscriber can choose in the email preference center. */
export const newsletterTopics = ["product_news", "blog_digest", "events_webinars", "learning_insights"] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number];
