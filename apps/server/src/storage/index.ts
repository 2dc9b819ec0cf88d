import { join } from "node:path";
import { azureFileStore } from "./azure-store";
import type { FileStore } from "./file-store";
import { fsFileStore } from "./fs-store";

export type { FileStore } from "./file-store";
export { fsFileStore } from "./fs-store";
export { azureFileStore } from "./azure-store";

export interface StorageConfig {
  storage: "fs" | "azure";
  dataDir: string;
  azureConnectionString: string | undefined;
}

/** The configured file storage: `DATA_DIR/files` on disk, or Azure blob storage. */
export async function createFileStore(config: StorageConfig): Promise<FileStore> {
  if (config.storage === "azure") {
    if (!config.azureConnectionString) throw new Error("STORAGE=azure needs AZURE_STORAGE_CONNECTION_STRING");
    return azureFileStore(config.azureConnectionString);
  }
  return fsFileStore(join(config.dataDir, "files"));
}
