import type { ServerCheck } from '@taxatlas/contracts/desktop-bridge';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { AntdScope } from '../../components/antd-scope';
import { bridgeErrorText } from '../../lib/bridge/bridge-error';
import { hostBridge, hostConnection } from '../../lib/bridge/host';
import { useT } from '../../lib/i18n/use-t';

/** The desktop app's server form on /settings/server (server-settings-page.tsx): check, connect, use this computer. */
export default function ServerConnectionFormScope() {
  return (
    <AntdScope>
      <ServerConnectionForm />
    </AntdScope>
  );
}

function ServerConnectionForm() {
  const t = useT();
  const connection = hostConnection();
  const [url, setUrl] = useState(connection.mode === 'remote' ? connection.serverUrl : '');
  const [check, setCheck] = useState<ServerCheck>();
  const [busy, setBusy] = useState<'check' | 'connect' | 'local'>();

  const run = async (kind: 'check' | 'connect', work: () => Promise<ServerCheck>) => {
    setBusy(kind);
    try {
      const outcome = await work();
      setCheck(outcome);
      // Connected: the whole app starts again against that server (its API, its session).
      if (kind === 'connect' && outcome.ok) window.location.reload();
    } catch (error) {
      setCheck({ ok: false, error: bridgeErrorText(error) });
    } finally {
      setBusy(undefined);
    }
  };

  const switchToLocal = async () => {
    setBusy('local');
    try {
      await hostBridge().connection.useLocal();
      window.location.reload();
    } catch (error) {
      setCheck({ ok: false, error: bridgeErrorText(error) });
      setBusy(undefined);
    }
  };

  const currentName = connection.mode === 'remote' ? t('host.remote', { host: new URL(connection.serverUrl).host }) : t('host.local');
  return (
    <>
      <p data-testid="server-current">
        {t('serverSettings.current')}: <strong>{currentName}</strong>
      </p>
      <Form layout="vertical" onFinish={() => void run('check', () => hostBridge().connection.check(url))}>
        <Form.Item label={t('serverSettings.url')} htmlFor="server-url">
          <Input
            id="server-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={url}
            placeholder={t('serverSettings.urlPlaceholder')}
            onChange={(event) => {
              setUrl(event.target.value);
              setCheck(undefined);
            }}
            data-testid="server-url"
          />
        </Form.Item>
        <Space wrap>
          <Button htmlType="submit" loading={busy === 'check'} disabled={!url.trim()} data-testid="server-check">
            {t('serverSettings.check')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'connect'}
            disabled={!url.trim()}
            onClick={() => void run('connect', () => hostBridge().connection.connectRemote(url))}
            data-testid="server-connect"
          >
            {t('serverSettings.connect')}
          </Button>
          {connection.mode === 'remote' ? (
            <Button loading={busy === 'local'} onClick={() => void switchToLocal()} data-testid="server-use-local">
              {t('serverSettings.useLocal')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {check ? (
        <Alert
          style={{ marginTop: 16 }}
          type={check.ok ? 'success' : 'error'}
          showIcon
          role={check.ok ? 'status' : 'alert'}
          title={
            check.ok
              ? t('serverSettings.checkOk', { version: check.version, serverUrl: check.serverUrl })
              : t('serverSettings.checkFailed', { error: check.error })
          }
          data-testid="server-check-result"
        />
      ) : null}
      <p className="server-settings-note">{t('serverSettings.sessionNote')}</p>
    </>
  );
}
