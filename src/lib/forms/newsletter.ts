/** Newsletter topics a subscriber can choose, on the sign-up form and in the email preference center. */
export const newsletterTopics = ["product_news", "blog_digest", "events_webinars", "learning_insights"] as const;
export type NewsletterTopic = (typeof newsletterTopics)[number];

/**
 * What a sign-up without a choice subscribes to: the monthly letter the newsletter page is about,
 * and nothing more (the other topics are asked for, never assumed).
 */
export const defaultNewsletterTopics: readonly NewsletterTopic[] = ["blog_digest"];

/** The sign-up form's checkbox of a topic. */
export const topicFieldName = (topic: NewsletterTopic): TopicFieldName => `topic_${topic}`;
export type TopicFieldName = `topic_${NewsletterTopic}`;

/** The topics ticked in a sign-up form's values. */
export function chosenTopics(values: Record<string, unknown>): NewsletterTopic[] {
  return newsletterTopics.filter((topic) => values[topicFieldName(topic)] === true);
}
