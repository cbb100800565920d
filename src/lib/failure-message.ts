/** The text of a failure for a person: the error's own message, or a plain fallback. */
export function failureMessage(error: unknown, fallback = 'The register did not answer.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
