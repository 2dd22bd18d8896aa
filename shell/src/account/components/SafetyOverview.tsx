import { useEffect } from 'react';
import { refreshUserInfo, type UserInfo } from '@h5/platform';
import { SecurityActivityList } from './SecurityActivityList.tsx';
import { SecurityStatusList } from './SecurityStatusList.tsx';

/** The security centre's overview: the status of every measure, then recent activity. */
export function SafetyOverview({ userInfo }: { userInfo: UserInfo | null }) {
  useEffect(() => {
    refreshUserInfo({ silent: true }).catch(() => undefined);
  }, []);
  return (
    <>
      {userInfo?.security && <SecurityStatusList userInfo={userInfo} />}
      <SecurityActivityList />
    </>
  );
}
