import type PptxGenJS from 'pptxgenjs';
import { formatterFor } from '../../../../contract/shared/formatting';
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

/** A 16:9 slide is 10 × 5.625 in; tables start under the title and leave room for a note. */
const TABLE_TOP = 1.0;
const NOTE_TOP = 5.1;
const note = { x: 0.5, y: NOTE_TOP, w: 9, h: 0.35, fontSize: 10, color: '555555' };

/** A name or reason cut to a length a table cell shows in a few lines, at a word if one is near. */
export function clip(text: string, max = 110): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max - 25 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * How many lines `text` wraps to in a column `width` inches wide at `fontSize` points. A
 * character of the sans-serif fonts PowerPoint and LibreOffice use averages about 0.55 em, so a
 * line holds about 130 / fontSize characters per inch (less the cell's 0.1 in margins).
 */
function linesOf(text: string, width: number, fontSize: number): number {
  const perLine = Math.max(1, Math.floor(((width - 0.2) * 130) / fontSize));
  return text.split('\n').reduce((n, part) => n + Math.max(1, Math.ceil(part.length / perLine)), 0);
}

/** A table row's height in inches: its tallest cell's lines at 1.2 line spacing, plus margins. */
function rowHeight(row: readonly string[], colW: readonly number[], fontSize: number): number {
  const lines = Math.max(1, ...row.map((text, i) => linesOf(text, colW[i] ?? 1, fontSize)));
  return (lines * fontSize * 1.2) / 72 + 0.1;
}

/**
 * How many of `rows`, in order, fit on a slide under `head` between the title and the note:
 * a table taller than the slide runs off its bottom edge in both PowerPoint and LibreOffice.
 */
export function rowsThatFit(
  head: readonly string[],
  rows: readonly (readonly string[])[],
  colW: readonly number[],
  fontSize: number,
  height = NOTE_TOP - TABLE_TOP - 0.05,
): number {
  let used = rowHeight(head, colW, fontSize);
  let fitted = 0;
  for (const row of rows) {
    used += rowHeight(row, colW, fontSize);
    if (used > height) break;
    fitted += 1;
  }
  return fitted;
}

/**
 * A table of as many rows as fit on the slide, and a note saying how many are left out (the
 * full list is in the app): a deck is read in a meeting, so it is never cut off mid-row.
 */
function fittedTable(
  slide: PptxGenJS.Slide,
  head: string[],
  rows: string[][],
  options: { colW: number[]; fontSize: number; what: string },
) {
  const shown = rows.slice(0, rowsThatFit(head, rows, options.colW, options.fontSize));
  slide.addTable([header(head), ...shown.map(cells)], {
    x: 0.5,
    y: TABLE_TOP,
    w: options.colW.reduce((a, b) => a + b, 0),
    colW: options.colW,
    fontSize: options.fontSize,
    border: { pt: 0.5 },
  });
  if (shown.length < rows.length) {
    slide.addText(
      `Showing ${shown.length} of ${rows.length} ${options.what}; Changecraft lists them all.`,
      note,
    );
  }
}

/** The cover's title size: a long project name is set smaller so it stays clear of the line under it. */
function coverTitleSize(name: string): number {
  return name.length <= 32 ? 36 : name.length <= 64 ? 28 : 22;
}

/**
 * A project's status deck: title, status and narrative, changes and go-lives, the change-load
 * heatmap (as a chart and as a table of numbers with their level), readiness and risks, and the
 * next eight weeks. Native PowerPoint shapes, so it opens and edits in PowerPoint and LibreOffice.
 */
export async function buildDeck(data: DeckData): Promise<Buffer> {
  const format = formatterFor(data.format);
  // pptxgenjs (with jszip) is loaded by the first export, not by every server start.
  const { default: PptxGenJS } = await import('pptxgenjs');
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.author = data.organisation;
  pptx.title = `${data.project.name}: status`;

  const cover = pptx.addSlide();
  cover.background = { color: '1F3864' };
  // Anchored at its foot: one line or three, the title ends where the line under it starts.
  cover.addText(clip(data.project.name, 150), {
    x: 0.5,
    y: 0.7,
    w: 9,
    h: 2.1,
    valign: 'bottom',
    fontSize: coverTitleSize(data.project.name),
    bold: true,
    color: 'FFFFFF',
  });
  cover.addText(`Project status · ${data.organisation} · ${format.date(data.today)}`, {
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
      ? `${format.date(startDate)} to ${format.date(endDate)}`
      : startDate
        ? `from ${format.date(startDate)}, end not set`
        : endDate
          ? `until ${format.date(endDate)}, start not set`
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
    fittedTable(
      changes,
      ['Change', 'Go-live', 'Groups', 'Load'],
      data.changes.map((c) => [
        clip(c.name),
        c.goLive ? format.date(c.goLive) : 'not set',
        String(c.groups),
        String(c.load),
      ]),
      { colW: [5, 1.6, 1.2, 1.2], fontSize: 11, what: 'changes' },
    );
  }

  const map = data.heatmap;
  const heat = titled(pptx, 'Change load by impacted group');
  const loaded = map.rows.filter((r) => r.cells.some((v) => v > 0));
  const rows = [...loaded]
    .sort((a, b) => b.cells.reduce((s, v) => s + v, 0) - a.cells.reduce((s, v) => s + v, 0))
    .slice(0, 8);
  const groupsNote =
    loaded.length > rows.length
      ? `The ${rows.length} of ${loaded.length} groups with the most load; Changecraft shows them all. `
      : '';
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
          { text: clip(r.name, 60), options: {} },
          ...weeks.map((_c, i) => {
            const level = r.levels[i] ?? 'none';
            const value = r.cells[i] ?? 0;
            // Every cell shows its number, a quiet 0 included, as the app's heatmap does.
            return {
              text: `${value}${levelLetter[level]}`,
              options: {
                fill: { color: levelFill[level] },
                align: 'center' as const,
                ...(value === 0 ? { color: '888888' } : {}),
              },
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
      `${groupsNote}Levels: ${(['low', 'medium', 'high', 'very_high'] as const)
        .map((l) => `${levelLetter[l].trim()} ${heatLevelLabels[l]}`)
        .join(
          ', ',
        )}. Thresholds: medium ${map.thresholds.medium}, high ${map.thresholds.high}, very high ${map.thresholds.very_high}.`,
      { x: 0.3, y: 5.0, w: 9.4, h: 0.4, fontSize: 9, color: '555555' },
    );
  }

  const readiness = titled(pptx, 'Readiness and risks');
  const worst = [...data.readiness].sort((a, b) => b.score - a.score);
  if (worst.length === 0) {
    readiness.addText('No change to assess yet.', { x: 0.5, y: 1.2, w: 9, h: 0.5, ...body });
  } else {
    fittedTable(
      readiness,
      ['Change', 'Attention', 'Score', 'Why'],
      worst.map((s) => [
        clip(s.changeName),
        attentionLevelLabels[s.level],
        String(s.score),
        clip(s.reasons.join('; ') || 'Nothing stands out', 160),
      ]),
      {
        colW: [2.6, 1.1, 0.8, 4.5],
        fontSize: 10,
        what: 'changes, those needing most attention first',
      },
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
    fittedTable(
      next,
      ['Date', 'What', 'Name'],
      data.nextWeeks.map((n) => [format.date(n.date), n.kind, clip(n.name)]),
      { colW: [1.6, 1.4, 6], fontSize: 11, what: 'go-lives and activities' },
    );
  }

  const out = await pptx.write({ outputType: 'nodebuffer' });
  return out as Buffer;
}
