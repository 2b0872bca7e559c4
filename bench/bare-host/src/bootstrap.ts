import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '*', element: createElement('h1', null, 'Log in') }]);
createRoot(document.getElementById('root') as HTMLElement).render(createElement(RouterProvider, { router }));
