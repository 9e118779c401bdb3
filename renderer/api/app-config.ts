import { type AppConfigResponse, appConfigRoutes } from '../../common/contract/app-config';
import { api } from './client';

/** Public facts about this installation: the launcher download link and which sign-ins exist. */
export function getAppConfig(): Promise<AppConfigResponse> {
  return api(appConfigRoutes.get);
}
