// The print templates screen: the variant's templates, one opened with its preview on its paper, its body to edit,
// and its versions to restore. The server checks the body, renders the preview and keeps the versions.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, type CombinedError } from '@his/sdk/data';
import { formatDateTime } from '@his/sdk/format';
import { css } from '@his/sdk/styled/css';
import { Button, PrintedHtml, PrintFrame, Textarea, toast } from '@his/sdk/ui';
import {
  PrintTemplateDocument, PrintTemplatesDocument, RenderPrintTemplateDocument, RestorePrintTemplateVersionDocument,
  SavePrintTemplateDocument, TEMPLATE_SERVICE, type PrintTemplateDetail,
} from './print-template-documents';

const layout = css({ maxW: '90rem', mx: 'auto', p: { base: '4', md: '6' }, display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' } });
const list = css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const detail = css({ display: 'flex', flexDir: 'column', gap: '4', minW: '0' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const editor = css({ fontFamily: 'mono', minH: '60' });

function messagesOf(error: CombinedError): string {
  return [...new Set(error.graphQLErrors.map((each) => each.message))].join(', ');
}

export interface PrintTemplatesProps {
  canEdit: boolean;
}

export function PrintTemplates({ canEdit }: PrintTemplatesProps) {
  const { t } = useTranslation('admin');
  const [{ data, error }] = useQuery({ query: PrintTemplatesDocument, variables: {}, context: useMemo(() => ({ ...TEMPLATE_SERVICE, requestPolicy: 'network-only' as const }), []) });
  const [opened, setOpened] = useState<string | null>(null);
  const templates = data?.printTemplates ?? [];
  return (
    <div className={layout}>
      <nav aria-label={t('admin.printTemplates.list')}>
        <h1>{t('admin.printTemplates.title')}</h1>
        {error && <p role="alert">{t('admin.printTemplates.loadFailed', { message: messagesOf(error) })}</p>}
        <ul className={list}>
          {templates.map((template) => (
            <li key={template.key}>
              <Button variant={template.key === opened ? 'solid' : 'outline'} aria-current={template.key === opened || undefined} onClick={() => setOpened(template.key)}>
                {template.name}
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {opened ? <PrintTemplateEditor key={opened} templateKey={opened} canEdit={canEdit} /> : <p>{t('admin.printTemplates.choose')}</p>}
    </div>
  );
}

function PrintTemplateEditor({ templateKey, canEdit }: { templateKey: string; canEdit: boolean }) {
  const { t } = useTranslation('admin');
  const context = useMemo(() => ({ ...TEMPLATE_SERVICE, requestPolicy: 'network-only' as const }), []);
  const [{ data }] = useQuery({ query: PrintTemplateDocument, variables: { key: templateKey }, context });
  const [template, setTemplate] = useState<PrintTemplateDetail | null>(null);
  const [body, setBody] = useState('');
  // What the preview shows: the saved body (null) or the text being edited, once asked for.
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [{ data: rendered, error: renderError }] = useQuery({
    query: RenderPrintTemplateDocument,
    variables: { key: templateKey, body: previewed },
    context,
    pause: !template,
  });
  const [, save] = useMutation(SavePrintTemplateDocument);
  const [, restore] = useMutation(RestorePrintTemplateVersionDocument);

  useEffect(() => {
    if (!data) return;
    setTemplate(data.printTemplate);
    setBody(data.printTemplate.body);
  }, [data]);

  const saved = (next: PrintTemplateDetail, message: string) => {
    setTemplate(next);
    setBody(next.body);
    setPreviewed(null);
    toast.success(message);
  };

  const onSave = async () => {
    const result = await save({ key: templateKey, body }, { ...TEMPLATE_SERVICE, quietErrors: true });
    if (result.error) toast.error(messagesOf(result.error));
    else saved(result.data!.savePrintTemplate, t('admin.printTemplates.saved', { version: result.data!.savePrintTemplate.version }));
  };

  const onRestore = async (version: number) => {
    const result = await restore({ key: templateKey, version }, { ...TEMPLATE_SERVICE, quietErrors: true });
    if (result.error) toast.error(messagesOf(result.error));
    else saved(result.data!.restorePrintTemplateVersion, t('admin.printTemplates.restored', { version }));
  };

  if (!template) return <p>{t('admin.printTemplates.loading')}</p>;
  return (
    <section className={detail} aria-label={template.name}>
      <h2>{template.name}</h2>
      <p>{template.version === 0 ? t('admin.printTemplates.defaultVersion') : t('admin.printTemplates.currentVersion', { version: template.version })}</p>
      {renderError && <p role="alert">{messagesOf(renderError)}</p>}
      {rendered && (
        <PrintFrame title={template.name} paper={rendered.renderPrintTemplate.paper}>
          <PrintedHtml html={rendered.renderPrintTemplate.html} />
        </PrintFrame>
      )}
      <Textarea label={t('admin.printTemplates.body')} className={editor} rows={16} value={body} onValueChange={setBody} readOnly={!canEdit} maxLength={200_000} spellCheck={false} />
      {canEdit && (
        <div className={row}>
          <Button variant="outline" onClick={() => setPreviewed(body)}>{t('admin.printTemplates.preview')}</Button>
          <Button onClick={onSave}>{t('admin.printTemplates.save')}</Button>
        </div>
      )}
      <h3>{t('admin.printTemplates.versions')}</h3>
      {template.versions.length === 0 ? (
        <p>{t('admin.printTemplates.noVersions')}</p>
      ) : (
        <ul className={list}>
          {template.versions.map((version) => (
            <li key={version.version} className={row}>
              <span>
                {t(version.restoredFrom ? 'admin.printTemplates.versionRestored' : 'admin.printTemplates.version', {
                  version: version.version, from: version.restoredFrom ?? '', by: version.createdBy ?? '', at: formatDateTime(version.createdAt as never),
                })}
              </span>
              {canEdit && version.version !== template.version && (
                <Button variant="outline" size="sm" aria-label={t('admin.printTemplates.restoreVersion', { version: version.version })} onClick={() => onRestore(version.version)}>
                  {t('admin.printTemplates.restore')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
