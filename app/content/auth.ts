import type { FieldSpec } from "./types";

/**
 * Words and fields of the account screens (sign in, sign up, reset password) and the
 * coming-soon page. Headings and titles live in pages.ts with every other route's.
 */

/** Passwords chosen on this site (sign-up, new password) need at least this many characters. */
export const PASSWORD_MIN_LENGTH = 8;

const email = {
  name: "email",
  label: "Email address",
  type: "email",
  required: true,
  placeholder: "name@company.com",
  autoComplete: "email",
} as const satisfies FieldSpec;

export const signIn = {
  intro: "Sign in to pick up where you left off: balances, budgets and deals, all in one place.",
  formLabel: "Sign in",
  submitLabel: "Sign in",
  successMessage: "Thanks! We have received your sign-in request.",
  forgotLabel: "Forgot password?",
  switchPrompt: "New to Finlo?",
  switchLabel: "Create an account",
  fields: [
    email,
    {
      name: "password",
      label: "Password",
      type: "password",
      required: true,
      placeholder: "Enter your password",
      autoComplete: "current-password",
    },
    { name: "remember", label: "Remember me", type: "checkbox" },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

export const signUp = {
  intro: "Start your free trial in a minute. No credit card needed, and you can cancel any time.",
  formLabel: "Create account",
  submitLabel: "Create account",
  successMessage:
    "Thanks! Your account request has been received. Look out for an email to confirm your address.",
  switchPrompt: "Already have an account?",
  switchLabel: "Sign in",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      required: true,
      placeholder: "Your full name",
      autoComplete: "name",
    },
    email,
    {
      name: "password",
      label: "Password",
      type: "password",
      required: true,
      placeholder: "Create a password",
      autoComplete: "new-password",
      minLength: PASSWORD_MIN_LENGTH,
      hint: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    },
    {
      name: "terms",
      label: "I agree to Finlo’s Terms of Service and Privacy Policy.",
      type: "checkbox",
      required: true,
      requiredMessage:
        "Please accept the Terms of Service and Privacy Policy to create your account.",
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

export const resetPassword = {
  intro: "Enter the email address of your account and choose a new password.",
  formLabel: "Reset your password",
  submitLabel: "Change password",
  successMessage:
    "Thanks! Open the link we are sending to your inbox to confirm your new password.",
  note: "If you did not request a password recovery link, please ignore this message: your current password keeps working.",
  switchPrompt: "Remembered it?",
  switchLabel: "Back to sign in",
  fields: [
    email,
    {
      name: "password",
      label: "New password",
      type: "password",
      required: true,
      placeholder: "Choose a new password",
      autoComplete: "new-password",
      minLength: PASSWORD_MIN_LENGTH,
      hint: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;

/** The two social sign-in links of spec §2. No provider is wired up, so they point at "#". */
export const socialProviders = [
  { id: "google", label: "Sign up with Google", name: "Google" },
  { id: "facebook", label: "Sign up with Facebook", name: "Facebook" },
] as const;

/** What a click on a provider says (with JavaScript), and the line shown up front without it. */
export const socialNotice = {
  one: "Signing in with {name} is not available yet. Please use your email address instead.",
  all: "Signing in with Google or Facebook is not available yet. Please use your email address instead.",
};

/** The panel beside the account forms: the trust claim and one customer's words. */
export const authAside = {
  eyebrow: "Trusted by more than 50,000 users",
  title: "Money, customers and growth, in one calm place.",
  /** Screen readers hear the stars as this ({rating} is the number). */
  rated: "Rated {rating} out of 5",
  /** The customer's words in this language's quotation marks ({quote} is the words). */
  quoted: "“{quote}”",
};

export const comingSoon = {
  eyebrow: "Launching soon",
  intro:
    "We are putting the finishing touches on something new for Finlo customers. Leave your email address and we will tell you the moment it is live.",
  countdownLabel: "Time left until launch",
  formLabel: "Get notified when we launch",
  submitLabel: "Get Notified",
  successMessage: "Thanks! We will email you the moment we launch.",
  note: "We do not share your information with any third party & no spam*",
  fields: [
    {
      name: "email",
      label: "Email address",
      type: "email",
      required: true,
      placeholder: "Enter your email address",
      autoComplete: "email",
      hideLabel: true,
    },
  ],
} as const satisfies { fields: readonly FieldSpec[] } & Record<string, unknown>;
