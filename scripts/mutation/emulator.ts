import { UsageError } from '../lib/usage-error';

/**
 * Requests to the Firestore emulator named by FIRESTORE_EMULATOR_HOST, per project. If it stops
 * answering in the middle of a run, the run ends with one line saying so: without an emulator
 * every mutant would fail its tests and look killed.
 */
export async function emulatorRequest(
  projectId: string,
  path: string,
  init: RequestInit,
): Promise<Response> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    return await fetch(`http://${host}/emulator/v1/projects/${projectId}${path}`, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    throw new UsageError(`The Firestore emulator at ${host} stopped answering (${cause}).`);
  }
}

/** The compiler's complaint when the emulator refuses the rules, or null when it loads them. */
export async function rulesLoadError(projectId: string, rules: string): Promise<string | null> {
  const response = await emulatorRequest(projectId, ':securityRules', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  return response.ok ? null : await response.text();
}

/** Deletes every document of a project. */
export async function clearProject(projectId: string): Promise<void> {
  await emulatorRequest(projectId, '/databases/(default)/documents', { method: 'DELETE' });
}
