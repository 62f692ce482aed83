// Data hooks for plugin pages: queries, mutations and subscriptions through the host's client, which
// batches, adds the headers, caches by _id and reports errors. Pages pass their generated documents.
export { useQuery, useMutation, useSubscription, useClient, Provider } from 'urql';
export type { UseQueryArgs, UseQueryResponse, UseMutationResponse, CombinedError } from 'urql';
export { fieldErrorOf, placeRefusal, questionOf, refusalText, refusalsOf, type FieldError, type PlacedRefusal, type Refusals } from './field-error';
export { AuthServiceContext, AuthServiceProvider, useAuthServiceClient, type AuthServiceClientSource, type AuthServiceProviderProps } from './auth-service';
export {
  batchesOf, createFileSender, FileUploadContext, FileUploadProvider, uploadInBatches, UploadRefusal, useFileUpload,
  type FileSender, type FileSenderOptions, type UploadedFile, type UploadOptions, type UploadProgress,
} from './file-upload';
