import {
  Button,
  Caption1,
  Field,
  Input,
  Select,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentRegular, FolderRegular } from '@fluentui/react-icons';
import type { DriveItem } from '@contract/integrations/document-library.schema';
import { useDeferredValue, useState } from 'react';
import { ApiError } from '@/lib/api-client/api-error';
import { fetchDocument } from '../api';
import { useDocumentSearch, useDocumentSites, useFolderItems, useLibraryItems } from '../hooks';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    maxHeight: '14rem',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
  },
  item: { justifyContent: 'flex-start', textAlign: 'start' },
});

interface Folder {
  driveId: string;
  itemId: string;
  name: string;
}

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The items of a site's library, of a folder, or of a search in the site. */
function useItems(siteId: string, folder: Folder | undefined, search: string) {
  const searching = search.length >= 2;
  const library = useLibraryItems(!searching && !folder ? siteId : undefined);
  const inFolder = useFolderItems(
    !searching && folder ? folder.driveId : undefined,
    folder?.itemId,
  );
  const found = useDocumentSearch(searching ? siteId : undefined, search);
  return searching ? found : folder ? inFolder : library;
}

/**
 * Picks a file from the document store (SharePoint, or the local library): a site, its library,
 * folders, or a search in the site. The file chosen is fetched and handed over as a `File`, so
 * it is uploaded and checked like any other.
 */
export function DocumentStorePicker({ onPick }: { onPick: (file: File) => void }) {
  const styles = useStyles();
  const sites = useDocumentSites();
  const [chosenSite, setChosenSite] = useState('');
  const siteId = chosenSite || sites.data?.[0]?.id || '';
  const [path, setPath] = useState<Folder[]>([]);
  const folder = path.at(-1);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const items = useItems(siteId, folder, deferred);
  const [fetching, setFetching] = useState<string>();
  const [problem, setProblem] = useState<string>();

  if (sites.error) return <Text role="alert">SharePoint could not be reached.</Text>;
  if (!sites.data) return <Spinner size="tiny" label="Loading SharePoint sites" />;
  if (sites.data.length === 0) return <Text>No SharePoint sites are shared with this app.</Text>;

  const choose = async (item: DriveItem) => {
    if (item.kind === 'folder') {
      setPath([...path, { driveId: item.drive_id, itemId: item.id, name: item.name }]);
      setSearch('');
      return;
    }
    setFetching(item.id);
    setProblem(undefined);
    try {
      onPick(await fetchDocument(item.drive_id, item.id, item.name));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.reason : `“${item.name}” could not be fetched.`);
    } finally {
      setFetching(undefined);
    }
  };

  return (
    <div className={styles.root} role="group" aria-label="Choose from SharePoint">
      <div className={styles.row}>
        <Field label="Site" size="small">
          <Select
            value={siteId}
            onChange={(_e, data) => {
              setChosenSite(data.value);
              setPath([]);
            }}
          >
            {sites.data.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Search the site" size="small">
          <Input value={search} onChange={(_e, data) => setSearch(data.value)} />
        </Field>
      </div>
      {folder && deferred.length < 2 ? (
        <div className={styles.row}>
          <Button
            size="small"
            icon={<ArrowLeftRegular />}
            onClick={() => setPath(path.slice(0, -1))}
          >
            Back to {path.at(-2)?.name ?? 'the library'}
          </Button>
          <Caption1>In {folder.name}</Caption1>
        </div>
      ) : null}
      {items.error ? (
        <Text role="alert">{items.error.reason}</Text>
      ) : !items.data ? (
        <Spinner size="tiny" label="Loading files" />
      ) : items.data.length === 0 ? (
        <Text>{deferred.length >= 2 ? 'Nothing matches.' : 'This folder is empty.'}</Text>
      ) : (
        <ul className={styles.list} aria-label="SharePoint files">
          {items.data.map((item) => (
            <li key={item.id}>
              <Button
                appearance="subtle"
                className={styles.item}
                icon={item.kind === 'folder' ? <FolderRegular /> : <DocumentRegular />}
                disabled={fetching !== undefined}
                aria-label={
                  item.kind === 'folder' ? `Open folder ${item.name}` : `Choose ${item.name}`
                }
                onClick={() => void choose(item)}
              >
                {item.name}
                {item.kind === 'folder' ? '' : ` · ${item.kind} · ${sizeText(item.size)}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {fetching ? <Spinner size="tiny" label="Fetching the file" /> : null}
      {problem ? <Text role="alert">{problem}</Text> : null}
    </div>
  );
}
