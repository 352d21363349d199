/**
 * A speaker of a symposium programme, one file per person in `content/speakers/<name>.yaml`; sessions name
 * their speakers by file name (`amara-osei`) (docs/decisions/provenance-and-samples.md).
 */
import type { z } from "astro/zod";

import { assetImage, email, text } from "./fields";
import { entryWithProvenance } from "./provenance";

export const speakerSchema = entryWithProvenance({
  name: text(),
  /** Shown before the name: "Dr". */
  title: text().optional(),
  position: text(),
  company: text(),
  /** A drawn portrait under assets/images/, e.g. assets/images/events/speaker-osei.svg. */
  photo: assetImage().optional(),
  email: email().optional(),
});

export type SpeakerData = z.infer<typeof speakerSchema>;
