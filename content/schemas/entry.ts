/** One valid entry of a dataset: its id (the file name without `.yaml`, as Astro names it), its file and its data. */
export type DatasetEntry<Data> = { id: string; file: string; data: Data };
