import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The build output folder: "build" unless BUILD_DIR says otherwise (relative to the project). */
export const projectRoot = fileURLToPath(new URL("..", import.meta.url));
export const buildDir = resolve(projectRoot, process.env.BUILD_DIR || "build");
