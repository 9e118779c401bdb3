import { useEffect, useState } from 'react';
import type { AppConfigResponse } from '../../../common/contract/app-config';
import { getAppConfig } from '../../api/app-config';

let cached: Promise<AppConfigResponse | null> | null = null;

/** Public facts about this installation (GET /api/app-config), fetched once per page load; null until known. */
export function useAppConfig(): AppConfigResponse | null {
  const [config, setConfig] = useState<AppConfigResponse | null>(null);
  useEffect(() => {
    let active = true;
    cached ??= getAppConfig().catch(() => {
      cached = null;
      return null;
    });
    void cached.then((value) => {
      if (active) setConfig(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
