import { useLang, useSession } from '@h5/platform';
import { fetchAddresses } from '../api/addresses.ts';
import { useAsyncData } from '@h5/platform/helpers';

/** The member's saved withdrawal addresses; nothing is asked without a session. */
export function useAddresses() {
  const lang = useLang();
  const { token } = useSession();
  return useAsyncData(`${lang}:${token ?? ''}`, () =>
    token ? fetchAddresses().then((answer) => answer.list) : Promise.resolve(null),
  );
}
