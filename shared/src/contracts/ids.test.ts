import { MAX_ROW_ID, rowIdParamSchema, rowIdSchema } from './ids.js';

describe('row ids', () => {
  it('takes positive integers up to the largest PostgreSQL integer', () => {
    expect(rowIdSchema.safeParse(MAX_ROW_ID).success).toBe(true);
    expect(rowIdParamSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it.each([0, -1, 1.5, MAX_ROW_ID + 1, 2 ** 53])('refuses %d', (id) => {
    expect(rowIdSchema.safeParse(id).success).toBe(false);
    expect(rowIdParamSchema.safeParse(String(id)).success).toBe(false);
  });
});
