import { afterEach, describe, expect, it } from 'vitest';
import { fakeHost, teamsHost } from '@tests/support/fake-host';
import { followLinksAcrossTeamsTabs } from './teams-tab-links';

let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  label.textContent = 'inside';
  anchor.append(label);
  document.body.append(anchor);
  return { anchor, label };
}

function click(target: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('followLinksAcrossTeamsTabs', () => {
  it('switches tab for a link to another tab’s area, with its deep link, from anywhere inside it', () => {
    const host = fakeHost(teamsHost({ pageId: 'home' }));
    stop = followLinksAcrossTeamsTabs(document, host.store, 'home');
    const { label } = link('/projects/12/changes');
    expect(click(label).defaultPrevented).toBe(true);
    expect(host.connection.openTab).toHaveBeenCalledWith('projects', 'project:12');
  });

  it('leaves alone what the user means to open elsewhere, or what is not the app’s', () => {
    const host = fakeHost(teamsHost({ pageId: 'home' }));
    stop = followLinksAcrossTeamsTabs(document, host.store, 'home');
    expect(click(link('/projects').anchor, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(link('/projects').anchor, { button: 1 }).defaultPrevented).toBe(false);
    expect(click(link('/projects', { target: '_blank' }).anchor).defaultPrevented).toBe(false);
    expect(click(link('/projects', { download: '' }).anchor).defaultPrevented).toBe(false);
    expect(click(link('https://example.com/projects').anchor).defaultPrevented).toBe(false);
    expect(click(link('/home').anchor).defaultPrevented).toBe(false);
    expect(click(link('/user-profile').anchor).defaultPrevented).toBe(false);
    expect(host.connection.openTab).not.toHaveBeenCalled();
  });

  it('stops listening when asked', () => {
    const host = fakeHost(teamsHost({ pageId: 'home' }));
    followLinksAcrossTeamsTabs(document, host.store, 'home')();
    expect(click(link('/reports').anchor).defaultPrevented).toBe(false);
    expect(host.connection.openTab).not.toHaveBeenCalled();
  });
});
