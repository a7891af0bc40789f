import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../../tests/support/test-server';

function multipart(content: string) {
  const boundary = '----changecraft-limits';
  return {
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="people.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('people CSV preview limits', () => {
  const server = useTestServer();
  const preview = async (csv: string) => {
    const form = multipart(csv);
    return server.app.inject({
      method: 'POST',
      url: '/api/v1/preview-people-csv-upload/',
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(demo.admin)) },
    });
  };
  const imports = async () => {
    const rows = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM people_imports`,
    );
    return rows.rows[0]?.n;
  };

  it('refuses a 5 MB cell, naming the file, and stores nothing', async () => {
    const before = await imports();
    const res = await preview(`email,first_name\nhuge@example.com,${'A'.repeat(5_000_000)}\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file: ['A line holds at most 32,000 characters and a cell at most 1,000.'],
    });
    expect(res.body.length).toBeLessThan(1_000);
    expect(await imports()).toBe(before);
  });

  it('refuses a cell over 1,000 characters with its line and column', async () => {
    const res = await preview(
      `email,first_name,job_title\nok@example.com,Ok,Clerk\nlong@example.com,Lo,${'j'.repeat(1_001)}\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file: [
        'Line 3, column job_title: a cell holds at most 1,000 characters; this one has 1,001.',
      ],
    });
  });

  it('takes a cell of exactly 1,000 characters', async () => {
    const res = await preview(`email,job_title\nexact@example.com,${'j'.repeat(1_000)}\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0].job_title).toHaveLength(1_000);
  });
});
