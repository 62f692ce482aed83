// The file store's HTTP routes: POST /upload (signed in) and GET /tep?token=… (by token).
import type { Route } from '../../http/request-handler';
import type { Runtime } from '../../runtime';
import { downloadRoute } from './download-route';
import { uploadRoute } from './upload-route';

export function fileRoutes(runtime: Runtime): Route[] {
  return [uploadRoute(runtime), downloadRoute(runtime)];
}
