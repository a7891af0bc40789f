import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportPatterns } from '@contract/reports/portfolio';
import type { ExportStatus } from '@contract/reports/portfolio.schema';
import { activityFactories } from '@tests/support/activity-factories';
import { apiClient } from '@tests/support/api';
import { factories, type MadeUser } from '@tests/support/factories';
import { useTestServer } from '@tests/support/test-server';

const run = promisify(execFile);

describe('PowerPoint export', () => {
  const server = useTestServer();
  const api = apiClient(server);
  let manager: MadeUser;
  let office: MadeUser;
  let employee: MadeUser;
  let project: { id: number; name: string };

  beforeAll(async () => {
    const make = factories(server.db);
    const more = activityFactories(server.db);
    const org = await make.organisation();
    manager = await make.user(org, { role: 'CHANGE_MANAGER' });
    office = await make.user(org, { role: 'CHANGE_OFFICE' });
    employee = await make.user(org, { role: 'EMPLOYEE' });
    project = await make.project(org, { team: [manager], name: 'Ward rota' });
    const wards = await more.impactedGroup(org, project, { name: 'Wards' });
    const change = await make.change(org, project, { name: 'E-rostering' });
    const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await more.changeImpact(org, change, soon, [{ group: wards, level: 'HIGH', hours: 2 }]);
  });

  const status = (as: MadeUser) =>
    api.post<ExportStatus>(as.email, reportPatterns.exportStatus, {});
  async function download(as: MadeUser) {
    const token = await server.tokenFor(as.email);
    return server.app.inject({
      method: 'POST',
      url: `/api/v1/${reportPatterns.downloadPowerpoint}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it(
    'builds the deck in the background, lets only its originator download it, then clears it',
    { timeout: 120_000 },
    async () => {
      expect((await status(manager)).status).toBe(200);
      const started = await api.post<ExportStatus>(manager.email, reportPatterns.exportPowerpoint, {
        projectId: project.id,
        templateName: 'project-status',
      });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({ status: 'building', is_originator: true });
      await server.app.jobQueue.idle();

      const ready = await status(manager);
      expect(ready.status).toBe(201);
      expect(ready.body).toMatchObject({ status: 'ready', project: project.id, error: null });
      expect(ready.body.file_name).toMatch(/^Ward rota status \d{4}-\d\d-\d\d\.pptx$/);
      // Someone else sees that a deck is ready, but it is not theirs to take.
      const theirs = await status(office);
      expect(theirs.status).toBe(201);
      expect(theirs.body.is_originator).toBe(false);
      expect((await download(office)).statusCode).toBe(403);
      expect((await api.post(office.email, reportPatterns.clearPowerpoint, {})).status).toBe(403);

      const file = await download(manager);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain('Ward rota status');
      const deck = file.rawPayload;
      expect(deck.subarray(0, 2).toString()).toBe('PK');

      // The deck opens in LibreOffice: convert it to PDF and count its pages.
      const dir = await mkdtemp(path.join(tmpdir(), 'deck-'));
      try {
        await writeFile(path.join(dir, 'deck.pptx'), deck);
        await run(
          'soffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            path.join(dir, 'deck.pptx'),
          ],
          { timeout: 90_000 },
        );
        const pdf = await readFile(path.join(dir, 'deck.pdf'));
        const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
        // Title, status and narrative, changes, load chart, heatmap table, readiness, next 8 weeks.
        expect(pages).toHaveLength(7);
        // What LibreOffice reads on the slides: the project, its change and group, the tables.
        await run(
          'soffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'html:impress_html_Export',
            '--outdir',
            dir,
            path.join(dir, 'deck.pptx'),
          ],
          { timeout: 90_000 },
        );
        const text = (await readFile(path.join(dir, 'deck.html'), 'utf8')).replace(/<[^>]+>/g, ' ');
        for (const shown of [
          'Ward rota',
          'Changes and go-lives',
          'E-rostering',
          'Change load heatmap',
          'Wards',
          'Readiness and risks',
          'The next 8 weeks',
        ]) {
          expect(text).toContain(shown);
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }

      expect((await api.post(manager.email, reportPatterns.clearPowerpoint, {})).status).toBe(204);
      expect((await status(manager)).status).toBe(200);
      expect((await download(manager)).statusCode).toBe(404);
    },
  );

  it('builds one deck at a time per organisation, replacing a lost build', async () => {
    await server.db.execute(
      sql`INSERT INTO report_exports (organisation_id, project_id, created_by_id, template_name)
        SELECT organisation_id, ${project.id}, ${office.id}, 'project-status' FROM projects WHERE id = ${project.id}`,
    );
    expect((await status(manager)).status).toBe(202);
    const busy = await api.post<{ detail: string }>(
      manager.email,
      reportPatterns.exportPowerpoint,
      { projectId: project.id },
    );
    expect(busy.status).toBe(409);
    expect(busy.body.detail).toMatch(/Someone else/);
    await server.db.execute(
      sql`UPDATE report_exports SET created_at = now() - interval '11 minutes' WHERE project_id = ${project.id}`,
    );
    const replaced = await api.post<ExportStatus>(manager.email, reportPatterns.exportPowerpoint, {
      projectId: project.id,
    });
    expect(replaced.status).toBe(202);
    await server.app.jobQueue.idle();
    expect((await status(manager)).body).toMatchObject({ status: 'ready', is_originator: true });
    await api.post(manager.email, reportPatterns.clearPowerpoint, {});
  });

  it('is refused to people who do not run change, and names a bad template', async () => {
    const refused = await api.post(employee.email, reportPatterns.exportPowerpoint, {
      projectId: project.id,
    });
    expect(refused.status).toBe(403);
    const bad = await api.post<Record<string, string[]>>(
      manager.email,
      reportPatterns.exportPowerpoint,
      { projectId: project.id, templateName: 'poster' },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose a template.');
  });
});
