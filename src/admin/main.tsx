import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './screens/login/LoginPage';
import { RoleArea } from './RoleArea';
import { LOGIN_PATH } from './providers/authProvider';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage />} />
        <Route path="/ep-control/dueno/*" element={<RoleArea role="owner" />} />
        <Route path="/ep-control/secretaria/*" element={<RoleArea role="secretary" />} />
        <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
