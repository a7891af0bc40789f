import PptxGenJS from 'pptxgenjs';
import { attentionLevelLabels } from '../../../../contract/assessments/summary';
import { heatLevelLabels, type HeatLevel } from '../../../../contract/reports/portfolio';
import type { DeckData } from './deck-data';

// Fills per level, with the level's letter beside the number: never colour alone.
const levelFill: Record<HeatLevel, string> = {
  none: 'FFFFFF',
  low: 'DFF6DD',
  medium: 'FFF4CE',
  high: 'FDE7E9',
  very_high: 'F1BBBC',
};
const levelLetter: Record<HeatLevel, string> = {
  none: '',
  low: ' L',
  medium: ' M',
  high: ' H',
  very_high: ' VH',
};
const title = { x: 0.5, y: 0.3, w: 9, h: 0.6, fontSize: 24, bold: true, color: '1F3864' };
const body = { fontSize: 12, color: '222222' };
const cells = (values: string[]) => values.map((text) => ({ text }));
const header = (cells: string[]) =>
  cells.map((text) => ({ text, options: { bold: true, fill: { color: 'E7ECF5' } } }));

function titled(pptx: PptxGenJS, text: string) {
  const slide = pptx.addSlide();
  slide.addText(text, title);
  return slide;
}

/**
 * A project's status deck: title, status and narrative, changes and go-lives, the change-load
 * heatmap (as a chart and as a table of numbers with their level), readiness and risks, and the
 * next eight weeks. Native PowerPoint shapes, so it opens and edits in PowerPoint and LibreOffice.
 */
export async function buildDeck(data: DeckData): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = data.organisation;
  pptx.title = `${data.project.name}: status`;

  const cover = pptx.addSlide();
  cover.background = { color: '1F3864' };
  cover.addText(data.project.name, {
    x: 0.5,
    y: 1.8,
    w: 9,
    h: 1,
    fontSize: 36,
    bold: true,
    color: 'FFFFFF',
  });
  cover.addText(`Project status · ${data.organisation} · ${data.today}`, {
    x: 0.5,
    y: 2.9,
    w: 9,
    h: 0.5,
    fontSize: 16,
    color: 'DDE3F0',
  });

  const status = titled(pptx, 'Status and narrative');
  const { startDate, endDate } = data.project;
  const dates =
    startDate && endDate
      ? `${startDate} to ${endDate}`
      : startDate
        ? `from ${startDate}, end not set`
        : endDate
          ? `until ${endDate}, start not set`
          : 'not set yet';
  status.addText(
    [
      { text: `Status: ${data.project.status}`, options: { bullet: true, breakLine: true } },
      { text: `Phase: ${data.project.phase}`, options: { bullet: true, breakLine: true } },
      { text: `Dates: ${dates}`, options: { bullet: true, breakLine: true } },
      {
        text: `Objective: ${data.project.objective || 'not written yet'}`,
        options: { bullet: true },
      },
    ],
    { x: 0.5, y: 1.0, w: 9, h: 1.5, ...body },
  );
  status.addText(data.narrative || 'No change narrative has been written yet.', {
    x: 0.5,
    y: 2.6,
    w: 9,
    h: 2.7,
    valign: 'top',
    fit: 'shrink',
    ...body,
  });

  const changes = titled(pptx, 'Changes and go-lives');
  if (data.changes.length === 0) {
    changes.addText('This project has no changes yet.', { x: 0.5, y: 1.2, w: 9, h: 0.5, ...body });
  } else {
    changes.addTable(
      [
        header(['Change', 'Go-live', 'Groups', 'Load']),
        ...data.changes
          .slice(0, 14)
          .map((c) => cells([c.name, c.goLive ?? 'not set', String(c.groups), String(c.load)])),
      ],
      { x: 0.5, y: 1.0, w: 9, colW: [5, 1.6, 1.2, 1.2], fontSize: 11, border: { pt: 0.5 } },
    );
  }

  const map = data.heatmap;
  const heat = titled(pptx, 'Change load by impacted group');
  const rows = [...map.rows]
    .sort((a, b) => b.cells.reduce((s, v) => s + v, 0) - a.cells.reduce((s, v) => s + v, 0))
    .slice(0, 8);
  if (rows.length === 0) {
    heat.addText('No impacted groups carry load in the next weeks.', {
      x: 0.5,
      y: 1.2,
      w: 9,
      h: 0.5,
      ...body,
    });
  } else {
    heat.addChart(
      pptx.ChartType.bar,
      rows.map((r) => ({ name: r.name, labels: map.columns.map((c) => c.label), values: r.cells })),
      {
        x: 0.5,
        y: 0.9,
        w: 9,
        h: 4.4,
        barGrouping: 'stacked',
        showLegend: true,
        legendPos: 'b',
        valAxisTitle: 'Weighted change load',
        showValAxisTitle: true,
        // Stacked loads read from zero: an axis that starts above it hides the lower groups.
        valAxisMinVal: 0,
      },
    );
    const table = titled(pptx, 'Change load heatmap');
    const weeks = map.columns.slice(0, 12);
    table.addTable(
      [
        header(['Group', ...weeks.map((c) => c.label)]),
        ...rows.map((r) => [
          { text: r.name, options: {} },
          ...weeks.map((_c, i) => {
            const level = r.levels[i] ?? 'none';
            const value = r.cells[i] ?? 0;
            return {
              text: value ? `${value}${levelLetter[level]}` : '',
              options: { fill: { color: levelFill[level] }, align: 'center' as const },
            };
          }),
        ]),
      ],
      {
        x: 0.3,
        y: 0.9,
        w: 9.4,
        // The group's name gets a wide first column, so it is read on one or two lines.
        colW: [2.2, ...weeks.map(() => 7.2 / Math.max(weeks.length, 1))],
        fontSize: 9,
        border: { pt: 0.5, color: '999999' },
      },
    );
    table.addText(
      `Levels: ${(['low', 'medium', 'high', 'very_high'] as const)
        .map((l) => `${levelLetter[l].trim()} ${heatLevelLabels[l]}`)
        .join(
          ', ',
        )}. Thresholds: medium ${map.thresholds.medium}, high ${map.thresholds.high}, very high ${map.thresholds.very_high}.`,
      { x: 0.3, y: 5.0, w: 9.4, h: 0.4, fontSize: 9, color: '555555' },
    );
  }

  const readiness = titled(pptx, 'Readiness and risks');
  const worst = [...data.readiness].sort((a, b) => b.score - a.score).slice(0, 10);
  if (worst.length === 0) {
    readiness.addText('No change to assess yet.', { x: 0.5, y: 1.2, w: 9, h: 0.5, ...body });
  } else {
    readiness.addTable(
      [
        header(['Change', 'Attention', 'Score', 'Why']),
        ...worst.map((s) =>
          cells([
            s.changeName,
            attentionLevelLabels[s.level],
            String(s.score),
            s.reasons.join('; ') || 'Nothing stands out',
          ]),
        ),
      ],
      { x: 0.5, y: 1.0, w: 9, colW: [2.6, 1.1, 0.8, 4.5], fontSize: 10, border: { pt: 0.5 } },
    );
  }

  const next = titled(pptx, 'The next 8 weeks');
  if (data.nextWeeks.length === 0) {
    next.addText('Nothing is planned in the next 8 weeks.', {
      x: 0.5,
      y: 1.2,
      w: 9,
      h: 0.5,
      ...body,
    });
  } else {
    next.addTable(
      [
        header(['Date', 'What', 'Name']),
        ...data.nextWeeks.slice(0, 14).map((n) => cells([n.date, n.kind, n.name])),
      ],
      { x: 0.5, y: 1.0, w: 9, colW: [1.6, 1.4, 6], fontSize: 11, border: { pt: 0.5 } },
    );
  }

  const out = await pptx.write({ outputType: 'nodebuffer' });
  return out as Buffer;
}
