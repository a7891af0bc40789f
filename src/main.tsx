// First: zod must read its settings before any chunk loads it.
import '@/lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { bindApi } from '@/app/bind-api';
import { startEarly } from '@/app/early-start';
import { startHost } from '@/app/start-host';
import { createAppAuthSession } from '@/lib/auth/app-auth-session';
import { isEmbeddedHost } from '@/lib/host/host';
import { HostStore } from '@/lib/host/host-store';
import { afterFirstPaint, startTelemetry } from '@/lib/telemetry/start-telemetry';
import { readTelemetrySettings } from '@/lib/telemetry/telemetry-settings';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** Ends the current task: what follows runs in a new one, after the browser's queued work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the shell's modules is one long task by itself; the boot's own work (the session,
// the early reads, then React's root) follows in tasks of its own, so that no one of them blocks
// the page for long on a phone (DESIGN.md §8). Not a top-level await: the build would then keep
// every module of the entry's graph in a file of its own, to keep their order of evaluation.
async function boot(root: HTMLElement): Promise<void> {
  await nextTask();
  const host = HostStore.forWindow(window);
  startHost(host, window);

  const session = createAppAuthSession(host);
  bindApi(session);
  // In a browser tab, the addressed screen's code and first reads start now, beside the shell's.
  if (!isEmbeddedHost(host.candidate)) startEarly(session, window.location);

  await nextTask();
  // A transition lets React yield while it builds the first screen, so the page stays
  // responsive (the boot spinner in index.html shows until then).
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(<App session={session} host={host} />));
}

void boot(container);

afterFirstPaint(() => void startTelemetry(readTelemetrySettings(import.meta.env)));
