import { api } from '@h5/platform';
import type { ContentPage } from '@h5/api/contract/content';

export const fetchContentPage = (key: string): Promise<ContentPage> =>
  api.get<ContentPage>('/Content/page', { key }, { silent: true });
