import type { AppConfigResponse } from '../../common/contract/app-config';
import { expectAnswer, InvalidAnswerError, isAppConfig } from '../features/wellbeing/answers';
import { http } from './http';

const APP_CONFIG = '/api/app-config';

/** Public facts about this installation: the launcher download link and which sign-ins exist. */
export async function getAppConfig(): Promise<AppConfigResponse> {
  const response = await http.get(APP_CONFIG);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (error instanceof SyntaxError) throw new InvalidAnswerError(APP_CONFIG, 'not JSON');
    throw error;
  }
  return expectAnswer(APP_CONFIG, body, isAppConfig);
}
