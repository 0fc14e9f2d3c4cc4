/** Build-time settings the forms read (app/components/widgets/forms/endpoint.ts). */
interface ImportMetaEnv {
  /** "self" or "cloudflare" when the build's forms post to the site itself (vite.config.ts defines it), else "". */
  readonly FORMS?: string;
  readonly VITE_FORMS_ENDPOINT?: string;
}

/** A picture of content/media/ imported by a content module (scripts/media-plugin.ts). */
declare module "*?photo" {
  const photo: import("./content/types").Photo;
  export default photo;
}

/** The address of a module's own chunk, for a plain import() (scripts/chunk-url.ts). */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
