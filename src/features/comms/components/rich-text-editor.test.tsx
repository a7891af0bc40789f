import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

/**
 * The client's half of sanitising rich text: whatever markup reaches the editor (a pasted
 * document, a stored draft), what it hands back holds only the editor's own elements: no
 * script, no event handler, no image, no `javascript:` link. The server cleans it again.
 */
describe('the rich text editor', () => {
  it('keeps only its own markup of what it is given', async () => {
    const onChange = vi.fn<(html: string) => void>();
    render(
      <FluentProvider theme={webLightTheme}>
        <RichTextEditor
          label="Message"
          value={
            '<p onclick="steal()">Rota <strong>changes</strong><script>alert(1)</script></p>' +
            '<img src="x" onerror="alert(2)"><p><a href="javascript:alert(3)">Open</a> ' +
            '<a href="https://intranet.example.com/rota">Rota</a></p>'
          }
          onChange={onChange}
        />
      </FluentProvider>,
    );
    const editor = await screen.findByRole('textbox', { name: 'Message' });
    // What the editor holds is what it hands back on the next edit (its schema's markup).
    await waitFor(() => expect(editor.textContent).toContain('Rota changes'));
    const html = editor.innerHTML;
    expect(html).toContain('<strong>changes</strong>');
    expect(html).toContain('href="https://intranet.example.com/rota"');
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript:|alert/i);
    expect(onChange).not.toHaveBeenCalled();
  });
});
