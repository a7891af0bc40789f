import { describe, expect, it } from 'vitest';
import { demo, useTestServer } from '../../../../tests/support/test-server';

function multipart(fileName: string, content: string) {
  const boundary = '----changecraft-test';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('people CSV import', () => {
  const server = useTestServer();
  const upload = async (as: string, url: string, name: string, csv: string) => {
    const form = multipart(name, csv);
    return server.app.inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload: form.payload,
      headers: { ...form.headers, ...(await server.authAs(as)) },
    });
  };
  const csv = [
    'Email,First name,Last name,Department,Manager email,Role',
    'olga.owen@example.com,Olga,Owen,Finance,manager@demo.changecraft.test,',
    'not-an-email,Bad,Row,Finance,,',
    'piet.park@example.com,Piet,Park,Astrology,,',
    'olga.owen@example.com,Olga,Again,Finance,,',
    'quinn.quill@example.com,Quinn,Quill,Technology,olga.owen@example.com,LEADER',
    `${demo.employee},Emma,Employee,Patient Services,,`,
    `${demo.leader},Leo,Leader,Finance,,`,
  ].join('\n');

  it('previews every row with its outcome and reasons, changing nothing', async () => {
    const res = await upload(demo.admin, 'preview-people-csv-upload/', 'people.csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      file_name: 'people.csv',
      status: 'previewed',
      total_rows: 7,
      created: 2,
      updated: 1,
      unchanged: 1,
      rejected: 3,
    });
    const byLine = Object.fromEntries(body.rows.map((r: { line: number }) => [r.line, r]));
    expect(byLine[3]).toMatchObject({
      outcome: 'rejected',
      reasons: ['The email address is not valid.'],
    });
    expect(byLine[4].reasons).toEqual(['Unknown department “Astrology”.']);
    expect(byLine[5].reasons).toEqual(['Appears more than once in the file (first on line 2).']);
    expect(byLine[8]).toMatchObject({ outcome: 'updated' });
    const search = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user_profiles/search_profiles/?search=olga',
      headers: await server.authAs(demo.admin),
    });
    expect(search.json().count).toBe(0);
  });

  it('commits the accepted rows in one go and lists the import in the history', async () => {
    const res = await upload(demo.admin, 'load-users-from-csv/', 'people.csv', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'committed',
      created: 2,
      rejected: 3,
      uploaded_by: { display_name: 'Ada Admin' },
    });
    const people = await server.app.inject({
      method: 'GET',
      url: '/api/v1/user_profiles/?search=quinn',
      headers: await server.authAs(demo.admin),
    });
    expect(people.json().results[0]).toMatchObject({
      role: 'LEADER',
      department: 'Technology',
      manager: { display_name: 'Olga Owen' },
    });
    const history = await server.app.inject({
      method: 'GET',
      url: '/api/v1/get-history-for-user-csv-upload/',
      headers: await server.authAs(demo.admin),
    });
    expect(history.json()[0]).toMatchObject({
      id: res.json().id,
      file_name: 'people.csv',
      status: 'committed',
    });
    const report = await server.app.inject({
      method: 'GET',
      url: `/api/v1/people-imports/${res.json().id}/report/`,
      headers: await server.authAs(demo.admin),
    });
    expect(report.headers['content-type']).toContain('text/csv');
    expect(report.body).toContain('Unknown department “Astrology”.');
  });

  it('refuses a file without an email column, and anyone but an admin or people manager', async () => {
    const res = await upload(demo.admin, 'preview-people-csv-upload/', 'x.csv', 'name\nBob\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: ['The file needs an email column.'] });
    const employee = await upload(
      demo.employee,
      'load-in-users-from-csv-people-manager/',
      'x.csv',
      csv,
    );
    expect(employee.statusCode).toBe(403);
    const office = await upload(demo.office, 'load-users-from-csv/', 'x.csv', csv);
    expect(office.statusCode).toBe(403);
  });

  it('lets a people manager import only the people they manage', async () => {
    const manager = (
      await server.app.inject({
        method: 'GET',
        url: '/api/v1/get-users-profile/',
        headers: await server.authAs(demo.manager),
      })
    ).json();
    await server.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_profiles/${manager.id}/`,
      payload: { is_people_manager: true },
      headers: await server.authAs(demo.admin),
    });
    const file = [
      'email,first_name,manager_email',
      `report.one@example.com,Rae,${demo.manager}`,
      'stranger@example.com,Stan,',
    ].join('\n');
    const res = await upload(
      demo.manager,
      'load-in-users-from-csv-people-manager/',
      'mine.csv',
      file,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: 'people_manager', created: 1, rejected: 1 });
  });

  it('numbers rows by their line in the file and rejects the reports of a rejected new manager', async () => {
    const file = [
      'email,first_name,department,manager_email',
      '',
      'boss.new@example.com,Bo,Astrology,',
      'mid.new@example.com,Mia,Finance,boss.new@example.com',
      'low.new@example.com,Lou,Finance,mid.new@example.com',
      'fine.new@example.com,Fin,Finance,',
    ].join('\n');
    const res = await upload(demo.admin, 'preview-people-csv-upload/', 'chain.csv', file);
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { line: number; outcome: string; reasons: string[] }[];
    expect(rows.map((r) => [r.line, r.outcome])).toEqual([
      [3, 'rejected'],
      [4, 'rejected'],
      [5, 'rejected'],
      [6, 'created'],
    ]);
    expect(rows[1]?.reasons).toEqual([
      'Manager boss.new@example.com is rejected in this file (line 3).',
    ]);
    expect(rows[2]?.reasons).toEqual([
      'Manager mid.new@example.com is rejected in this file (line 4).',
    ]);
  });

  it('answers 409 while another import of the organisation is being applied', async () => {
    const org = await server.pool.query<{ id: number }>(
      'SELECT organisation_id AS id FROM user_profiles WHERE email = $1',
      [demo.admin],
    );
    const holder = await server.pool.connect();
    try {
      await holder.query("SELECT pg_advisory_lock(hashtext('people-import'), $1)", [
        org.rows[0]?.id,
      ]);
      const file = 'email,first_name\nwaiting.one@example.com,Wai\n';
      const res = await upload(demo.admin, 'load-users-from-csv/', 'wait.csv', file);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/Another import is being applied/);
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()');
      holder.release();
    }
  });
});
