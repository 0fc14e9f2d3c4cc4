/**
 * A number keeps its currency or percent sign on its line: "85.000 $" and "10 %" (German writes
 * them with a space, and owners type an ordinary one) never break between the two, in a narrow
 * card or table cell. The space after a digit and before `$ € £ ¥ % ‰` becomes a no-break space.
 * Used on Markdown bodies (markdown-body.ts) and the content's prose fields (collections/schemas).
 */
export function keepNumberSigns(text: string): string {
  return text.replace(/(\d) (?=[$€£¥%‰])/g, "$1\u00a0");
}
