/** Build-time settings the forms read (app/components/widgets/forms/endpoint.ts). */
interface ImportMetaEnv {
  /** "self" in a FORMS=self build (vite.config.ts defines it), else "". */
  readonly FORMS?: string;
  readonly VITE_FORMS_ENDPOINT?: string;
}
