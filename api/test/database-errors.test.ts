import { isDatabaseBusy, isDatabaseUnreachable, isEndedByServer } from '../src/lib/database-busy.js';

/** An error as the pg driver makes one: a message and PostgreSQL's SQLSTATE code. */
const pgError = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle hands it on: the driver's error as the cause of its own. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('how the API reads a database error', () => {
  it('takes a connection the server ended on purpose for no failure of its own, wrapped or not', () => {
    const ended = pgError('terminating connection due to administrator command', '57P01');
    expect(isEndedByServer(ended)).toBe(true);
    expect(isEndedByServer(wrapped(ended))).toBe(true);
    expect(isEndedByServer(pgError('the database system is starting up', '57P03'))).toBe(false);
    expect(isEndedByServer(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isEndedByServer('57P01')).toBe(false);
  });

  it('answers a server that is going away or too busy with a retry, and nothing else', () => {
    expect(isDatabaseUnreachable(wrapped(pgError('terminating connection due to administrator command', '57P01')))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseBusy(wrapped(pgError('canceling statement due to statement timeout', '57014')))).toBe(true);
    expect(isDatabaseUnreachable(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseBusy(pgError('duplicate key value violates unique constraint', '23505'))).toBe(false);
  });
});
