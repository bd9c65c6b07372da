/** The words of an HTTP error status (portal-spec 8): loaded with the first such error, not with every page. */
import type { ContentLanguage } from '../../domain/catalog/language';

const STATUS_TEXTS: Record<number, { zh: string; en: string }> = {
  200: { zh: '服务器成功返回请求的数据。', en: 'The server returned the requested data.' },
  201: { zh: '新建或修改数据成功。', en: 'The data was created or changed.' },
  202: { zh: '一个请求已经进入后台排队（异步任务）。', en: 'The request is queued on the server.' },
  204: { zh: '删除数据成功。', en: 'The data was deleted.' },
  400: { zh: '发出的请求有错误，服务器没有进行新建或修改数据的操作。', en: 'The request was wrong; the server changed nothing.' },
  401: { zh: '用户没有权限（令牌、用户名、密码错误）。', en: 'Not allowed (wrong token, user name or password).' },
  403: { zh: '用户得到授权，但是访问是被禁止的。', en: 'Signed in, but this is not allowed.' },
  404: { zh: '发出的请求针对的是不存在的记录，服务器没有进行操作。', en: 'The record does not exist; the server did nothing.' },
  406: { zh: '请求的格式不可得。', en: 'The requested format is not available.' },
  410: { zh: '请求的资源被永久删除，且不会再得到的。', en: 'The resource was deleted for good.' },
  422: { zh: '当创建一个对象时，发生一个验证错误。', en: 'A validation error occurred.' },
  500: { zh: '服务器发生错误，请检查服务器。', en: 'The server had an error.' },
  502: { zh: '网关错误。', en: 'Gateway error.' },
  503: { zh: '服务不可用，服务器暂时过载或维护。', en: 'Service unavailable: the server is overloaded or under maintenance.' },
  504: { zh: '网关超时。', en: 'Gateway timeout.' },
};

export function statusMessage(status: number, url: string, language: ContentLanguage): { title: string; description: string } {
  return { title: `${language === 'en' ? 'Request error' : '请求错误'} ${status}: ${url}`, description: STATUS_TEXTS[status]?.[language] ?? '' };
}
