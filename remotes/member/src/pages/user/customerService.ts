import { api, ApiError, navigation } from '@h5/platform';
import type { ServiceOpenAnswer } from '@h5/api/contract/service';

/**
 * Opens the member's conversation with the service desk (made on first use) in the chat remote's
 * thread. A refusal has been shown by the API client already.
 */
export async function openCustomerService(): Promise<void> {
  try {
    const { conversationId } = await api.post<ServiceOpenAnswer>('/chat/service/open');
    navigation.navigate(`pages/chat/chat?conversationId=${conversationId}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
