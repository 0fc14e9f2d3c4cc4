import type { FieldSpec } from "../types";

/**
 * The German of app/content/auth.ts (same exports and shapes, checked by a unit test).
 * Words and fields of the account screens (sign in, sign up, reset password) and the
 * coming-soon page. Headings and titles live in pages.ts with every other route's.
 */

/** Passwords chosen on this site (sign-up, new password) need at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;

const email = {
  name: "email",
  label: "E-Mail-Adresse",
  type: "email",
  required: true,
  placeholder: "name@firma.de",
  autoComplete: "email",
} as const satisfies FieldSpec;

export const signIn = {
  intro:
    "Melden Sie sich an und machen Sie dort weiter, wo Sie aufgehört haben: Kontostände, Budgets und Deals an einem Ort.",
  formLabel: "Anmelden",
  submitLabel: "Anmelden",
  successMessage: "Danke! Ihre Anmeldeanfrage ist bei uns eingegangen.",
  forgotLabel: "Passwort vergessen?",
  switchPrompt: "Neu bei Finlo?",
  switchLabel: "Konto erstellen",
  fields: [
    email,
    {
      name: "password",
      label: "Passwort",
      type: "password",
      required: true,
      placeholder: "Passwort eingeben",
      autoComplete: "current-password",
    },
    { name: "remember", label: "Angemeldet bleiben", type: "checkbox" },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

export const signUp = {
  intro:
    "Starten Sie Ihre kostenlose Testphase in einer Minute. Sie brauchen keine Kreditkarte und können jederzeit kündigen.",
  formLabel: "Konto erstellen",
  submitLabel: "Konto erstellen",
  successMessage:
    "Danke! Ihre Kontoanfrage ist eingegangen. Bitte bestätigen Sie Ihre Adresse über den Link in der E-Mail, die wir Ihnen gleich senden.",
  switchPrompt: "Sie haben schon ein Konto?",
  switchLabel: "Anmelden",
  fields: [
    {
      name: "name",
      label: "Vor- und Nachname",
      type: "text",
      required: true,
      placeholder: "Ihr Vor- und Nachname",
      autoComplete: "name",
    },
    email,
    {
      name: "password",
      label: "Passwort",
      type: "password",
      required: true,
      placeholder: "Passwort festlegen",
      autoComplete: "new-password",
      minLength: PASSWORD_MIN_LENGTH,
      hint: `Verwenden Sie mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    },
    {
      name: "terms",
      label: "Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung von Finlo zu.",
      type: "checkbox",
      required: true,
      requiredMessage:
        "Bitte akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung, um Ihr Konto zu erstellen.",
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

export const resetPassword = {
  intro: "Geben Sie die E-Mail-Adresse Ihres Kontos ein und wählen Sie ein neues Passwort.",
  formLabel: "Passwort zurücksetzen",
  submitLabel: "Passwort ändern",
  successMessage:
    "Danke! Öffnen Sie den Link, den wir an Ihr Postfach senden, um Ihr neues Passwort zu bestätigen.",
  note: "Falls Sie keinen Link zum Zurücksetzen Ihres Passworts angefordert haben, ignorieren Sie diese Nachricht einfach: Ihr aktuelles Passwort gilt weiterhin.",
  switchPrompt: "Doch wieder eingefallen?",
  switchLabel: "Zurück zur Anmeldung",
  fields: [
    email,
    {
      name: "password",
      label: "Neues Passwort",
      type: "password",
      required: true,
      placeholder: "Neues Passwort wählen",
      autoComplete: "new-password",
      minLength: PASSWORD_MIN_LENGTH,
      hint: `Verwenden Sie mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

/** The two social sign-in links of spec §2. No provider is wired up, so they point at "#". */
export const socialProviders = [
  { id: "google", label: "Mit Google registrieren", name: "Google" },
  { id: "facebook", label: "Mit Facebook registrieren", name: "Facebook" },
] as const;

export const socialNotice = {
  one: "Die Anmeldung mit {name} ist noch nicht verfügbar. Bitte verwenden Sie stattdessen Ihre E-Mail-Adresse.",
  all: "Die Anmeldung mit Google oder Facebook ist noch nicht verfügbar. Bitte verwenden Sie stattdessen Ihre E-Mail-Adresse.",
};

/** The panel beside the account forms: the trust claim and one customer's words. */
export const authAside = {
  eyebrow: "Mehr als 50.000 Menschen vertrauen Finlo",
  title: "Geld, Kunden und Wachstum – übersichtlich an einem Ort.",
  rated: "Mit {rating} von 5 Sternen bewertet",
  quoted: "„{quote}“",
};

export const comingSoon = {
  eyebrow: "Bald verfügbar",
  intro:
    "Wir legen letzte Hand an etwas Neues für Finlo-Kunden. Hinterlassen Sie Ihre E-Mail-Adresse, und wir sagen Ihnen Bescheid, sobald es live ist.",
  countdownLabel: "Verbleibende Zeit bis zum Start",
  formLabel: "Beim Start benachrichtigt werden",
  submitLabel: "Benachrichtigen lassen",
  successMessage: "Danke! Wir schreiben Ihnen, sobald es losgeht.",
  note: "Wir geben Ihre Daten nicht an Dritte weiter und versenden keinen Spam.",
  fields: [
    {
      name: "email",
      label: "E-Mail-Adresse",
      type: "email",
      required: true,
      placeholder: "E-Mail-Adresse eingeben",
      autoComplete: "email",
      hideLabel: true,
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;
