declare module 'virtual:routier-api-docs' {
  import type { ApiDocsModel } from './api-docs-model.js';
  const docs: ApiDocsModel;
  export default docs;
}
