import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContainerClient } from '@azure/storage-blob';

/** Where uploaded files and images live. Keys are opaque (`org/uuid`), never user-chosen names. */
export interface FileStore {
  readonly kind: 'local' | 'azure';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

function checkedKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/.test(key) || key.includes('..')) {
    throw new Error(`Invalid file key ${key}`);
  }
  return key;
}

/** Local default: one file per key under `DATA_DIR/files`. */
export class LocalFileStore implements FileStore {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Production: a container of Azure Blob Storage (`AZURE_STORAGE_CONNECTION_STRING`). */
export class AzureBlobFileStore implements FileStore {
  readonly kind = 'azure' as const;
  private constructor(private readonly container: ContainerClient) {}

  /** The SDK (about 250 modules with its pipeline) is loaded only where Azure is configured. */
  static async connect(connectionString: string, containerName: string) {
    const { BlobServiceClient } = await import('@azure/storage-blob');
    return new AzureBlobFileStore(
      BlobServiceClient.fromConnectionString(connectionString).getContainerClient(containerName),
    );
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.container.getBlockBlobClient(checkedKey(key)).uploadData(data, {
      blobHTTPHeaders: { blobContentType: contentType },
    });
  }

  async get(key: string): Promise<Buffer | null> {
    const blob = this.container.getBlockBlobClient(checkedKey(key));
    try {
      return await blob.downloadToBuffer();
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.container.getBlockBlobClient(checkedKey(key)).deleteIfExists();
  }
}
