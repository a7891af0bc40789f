import { describe, expect, it } from 'vitest';
import { csvUploadBody, toFormData } from './request-body';

describe('toFormData', () => {
  it('leaves out undefined and null fields and never sends "undefined"', () => {
    const form = toFormData({ title: 'Notice', image: undefined, image_name: null, pinned: false });
    expect([...form.keys()]).toEqual(['title', 'pinned']);
    expect(form.get('pinned')).toBe('false');
  });

  it('repeats array fields and keeps file names', () => {
    const image = new File(['png'], 'banner.png', { type: 'image/png' });
    const form = toFormData({ receivers: [3, 5], image });
    expect(form.getAll('receivers')).toEqual(['3', '5']);
    expect((form.get('image') as File).name).toBe('banner.png');
  });
});

describe('csvUploadBody', () => {
  it('sends only the first selected file', () => {
    const first = new File(['email\na@b.c'], 'people.csv', { type: 'text/csv' });
    const second = new File(['email\nx@y.z'], 'more-people.csv', { type: 'text/csv' });
    const form = csvUploadBody([first, second], { send_invites: true });
    expect(form.getAll('file')).toHaveLength(1);
    expect((form.get('file') as File).name).toBe('people.csv');
    expect(form.get('send_invites')).toBe('true');
  });

  it('refuses an empty selection', () => {
    expect(() => csvUploadBody([])).toThrow('Choose a CSV file to upload.');
  });
});
