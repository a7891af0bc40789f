import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, LinkRegular } from '@fluentui/react-icons';
import type { CommsFile } from '@contract/comms/comms-files.schema';
import { downloadCommsFile } from '../api';
import { saveDownload } from '../save-download';

/** Downloads an uploaded file under its own name, or opens a link in a new tab. */
export function FileOpenButton({
  file,
  onOpen,
  appearance,
}: {
  file: CommsFile;
  /** Called as the file is opened (usage tracking). */
  onOpen: (file: CommsFile) => void;
  appearance?: 'primary';
}) {
  if (file.tool_type === 'file') {
    return (
      <Button
        size="small"
        appearance={appearance ?? 'secondary'}
        icon={<ArrowDownloadRegular />}
        aria-label={`Download ${file.title}`}
        onClick={() => {
          onOpen(file);
          void downloadCommsFile(file.kind, file.id).then(saveDownload);
        }}
      >
        Download
      </Button>
    );
  }
  return (
    <Button
      size="small"
      appearance={appearance ?? 'secondary'}
      icon={<LinkRegular />}
      as="a"
      href={file.link ?? '#'}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Open ${file.title}`}
      onClick={() => onOpen(file)}
    >
      Open link
    </Button>
  );
}

/**
 * The file a notification linked to, shown above the list so the reader opens it at once; a
 * file no longer shared with them (or archived) says so rather than leaving them searching.
 */
export function LinkedFileNotice({
  file,
  onOpen,
}: {
  file: CommsFile | undefined;
  onOpen: (file: CommsFile) => void;
}) {
  if (!file) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>File not available</MessageBarTitle>
          The file you were sent is no longer shared with you, or was archived.
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="info" layout="multiline" aria-label={`Shared with you: ${file.title}`}>
      <MessageBarBody>
        <MessageBarTitle>Shared with you: {file.title}</MessageBarTitle>
        {file.description}
      </MessageBarBody>
      <MessageBarActions>
        <FileOpenButton file={file} onOpen={onOpen} appearance="primary" />
      </MessageBarActions>
    </MessageBar>
  );
}
