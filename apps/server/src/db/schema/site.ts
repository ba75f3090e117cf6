// What the site keeps beside the content: the feedback form's messages and counters.
import type { Timestamp } from './columns.js';

export interface FeedbackTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Timestamp;
}

export interface CountersTable {
  key: string;
  count: number | string;
}
