import { Outlet } from 'react-router';
import { BrandLink } from '../../ui/BrandLink';
import { AuthShowcase } from './AuthShowcase';

/** The frame of the guest pages: a showcase on wide screens, the form column everywhere. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(30rem,40rem)]">
      <AuthShowcase />
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-8">
        <div className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <BrandLink to="/" />
          </div>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
