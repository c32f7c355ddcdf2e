import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { http } from '../http';

/**
 * A stored PDF shown in the page through the server's preview page (framework §7 online preview
 * base). The page is fetched with the session's headers, since it is only for users who may read the
 * file, and framed from memory: a plain `src` would go without the token.
 */
export function PdfPreview({ path, height = '70vh' }: { path: string; height?: number | string }) {
  const [page, setPage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setPage(null);
    setFailed(false);
    http.get<string>('/sys/common/pdf/pdfPreviewIframe', { params: { url: path }, responseType: 'text' }).then(
      (response) => current && setPage(response.data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [path]);

  if (failed) return null;
  if (page === null) return <Skeleton active />;
  return <iframe title="PDF" srcDoc={page} data-testid="pdf-preview" style={{ width: '100%', height, border: 0 }} />;
}
