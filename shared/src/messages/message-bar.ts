import { MESSAGE_LEVELS, type GlobalMessage, type MessageLevel } from '../contracts/company.js';

/**
 * What the top message bar shows: the messages not closed by this user (a
 * message that cannot be closed always shows), grouped by level, most severe
 * first.
 */
export function visibleMessagesByLevel(messages: GlobalMessage[], dismissed: ReadonlySet<string>): Array<{ level: MessageLevel; messages: GlobalMessage[] }> {
  const visible = messages.filter((message) => !message.closeable || !dismissed.has(message.key));
  return MESSAGE_LEVELS.map((level) => ({ level, messages: visible.filter((message) => message.level === level) })).filter((group) => group.messages.length > 0);
}
