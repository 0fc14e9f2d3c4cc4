// Build-time illustrations: filled in by the content issues (covers, avatars, social images).
import { mkdirSync } from "node:fs";
mkdirSync(new URL("../public/generated/", import.meta.url), { recursive: true });
