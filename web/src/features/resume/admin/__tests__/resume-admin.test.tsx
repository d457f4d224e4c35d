import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_FILE_KEY } from '@portfolio/model';
import { renderApp } from '@/testing/render';

type Port = ReturnType<typeof renderApp>['port'];
const entries = (port: Port) => port.store.list('resume_data').map((d): Record<string, unknown> => ({ id: d.id, ...d.data }));
const panel = (title: string) => within(screen.getByRole('heading', { name: title, level: 2 }).parentElement!);
const addPanel = () => panel('Add New Entry');
const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

describe('resume admin: the Resume PDF panel', () => {
  it('shows the current file and uploads a new one as resume/resume.pdf', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Resume Management' })).toBeInTheDocument();
    expect(await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf')).toBeInTheDocument();
    expect(panel('Resume PDF').getByRole('button', { name: 'Upload New Resume' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), pdf());
    expect(await screen.findByRole('status')).toHaveTextContent('Resume PDF uploaded successfully!');
    expect(port.store.get('meta_data', RESUME_FILE_KEY)).toMatchObject({
      value: { path: 'resume/resume.pdf', filename: 'resume.pdf', url: expect.stringMatching(/^data:application\/pdf/) },
    });
    expect(port.store.file('resume/resume.pdf')).toBeDefined();
    expect(await panel('Resume PDF').findByText('resume.pdf')).toBeInTheDocument();
  });

  it('ignores a file that is not a PDF', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Resume PDF' });
    await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf');
    const uploads = vi.spyOn(port, 'uploadFile');
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(uploads).not.toHaveBeenCalled();
  });

  it('reports a failed upload', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Resume PDF' });
    await panel('Resume PDF').findByText('Alex-Morgan-Resume.pdf');
    port.failures.failNext({ op: 'upload', target: 'resume/' });
    await userEvent.upload(screen.getByLabelText('Resume PDF file'), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload file. Please try again.');
  });

  it('deletes the resume after confirmation, and Cancel keeps it', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await userEvent.upload(await screen.findByLabelText('Resume PDF file'), pdf());
    await screen.findByRole('status');
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Delete Resume' }));
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Cancel' }));
    expect(port.store.file('resume/resume.pdf')).toBeDefined();

    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Delete Resume' }));
    port.failures.failNext({ op: 'deleteFile' });
    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete resume. Please try again.');

    await userEvent.click(panel('Resume PDF').getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Resume deleted successfully!');
    expect(port.store.file('resume/resume.pdf')).toBeUndefined();
    expect(port.store.get('meta_data', RESUME_FILE_KEY)).toEqual({ value: null });
    expect(await panel('Resume PDF').findByRole('button', { name: 'Upload Resume PDF' })).toBeInTheDocument();
  });
});

describe('resume admin: entries', () => {
  it('lists entries in three groups with start - end dates and Present', async () => {
    renderApp({ route: '/admin/resume', signedIn: true });
    const experiences = await screen.findByRole('heading', { name: 'Experiences', level: 2 });
    const current = within(experiences.parentElement!).getByRole('heading', { name: 'Senior DevOps Engineer' }).closest('li')!;
    expect(current).toHaveTextContent(/[A-Z][a-z]{2} \d{4} - Present/);
    expect(panel('Certifications').getByText('Certified Kubernetes Administrator (CKA)')).toBeInTheDocument();
    expect(panel('Educations').getByText('BSc Computer Science')).toBeInTheDocument();
  });

  it('requires title and organization, and a description only for an experience', async () => {
    renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Entry' }));
    expect(await addPanel().findByText('Title is required')).toBeInTheDocument();
    expect(addPanel().getByText('Organization is required')).toBeInTheDocument();
    expect(addPanel().getByText('Description is required for an experience')).toBeInTheDocument();
    await userEvent.selectOptions(addPanel().getByLabelText('Type'), 'education');
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => expect(addPanel().queryByText('Description is required for an experience')).not.toBeInTheDocument());
  });

  it('clears the dates, description, url and image when the type changes, and relabels for certifications', async () => {
    renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    await userEvent.type(addPanel().getByLabelText(/^Title/), 'Kept');
    await userEvent.type(addPanel().getByLabelText('Start Date'), '2022-01-01');
    await userEvent.type(addPanel().getByLabelText('URL'), 'https://example.com');
    await userEvent.type(addPanel().getByLabelText(/^Description/), 'Cleared');
    await userEvent.selectOptions(addPanel().getByLabelText('Type'), 'certification');
    expect(addPanel().getByLabelText(/^Title/)).toHaveValue('Kept');
    expect(addPanel().getByLabelText('Issue Date')).toHaveValue('');
    expect(addPanel().getByLabelText('Verification URL')).toHaveValue('');
    expect(addPanel().getByLabelText(/^Description/)).toHaveValue('');
    expect(addPanel().getByLabelText(/^Issuing Organization/)).toBeInTheDocument();
    expect(addPanel().queryByLabelText('End Date')).not.toBeInTheDocument();
  });

  it('adds a certification with an uploaded badge, empty dates as null', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    // The first render of a file loads the admin chunk, which can take a while.
    await screen.findByRole('heading', { name: 'Add New Entry' }, { timeout: 5000 });
    await userEvent.selectOptions(addPanel().getByLabelText('Type'), 'certification');
    await userEvent.type(addPanel().getByLabelText(/^Title/), 'Google Professional Cloud Architect');
    await userEvent.type(addPanel().getByLabelText(/^Issuing Organization/), 'Google Cloud');
    const uploads = vi.spyOn(port, 'uploadFile');
    await userEvent.upload(
      addPanel().getByLabelText('Upload file for Badge Image URL'),
      new File(['png'], 'badge.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Badge image uploaded successfully!');
    expect(uploads.mock.calls[0]![0]).toMatch(/^badges\/[\w-]+\.png$/);
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Entry' }));
    await waitFor(() => {
      const statuses = screen.getAllByRole('status').map((s) => s.textContent);
      expect(statuses).toContain('Resume entry added successfully!');
    });
    const added = entries(port).find((e) => e.title === 'Google Professional Cloud Architect')!;
    expect(added).toMatchObject({
      type: 'certification',
      start_date: null,
      end_date: null,
      sort_order: 0,
      image_url: expect.stringMatching(/^data:image\/png/),
    });
    expect(await panel('Certifications').findByRole('img', { name: 'Google Professional Cloud Architect badge' })).toBeInTheDocument();
    expect(addPanel().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('keeps the form when adding fails', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await screen.findByRole('heading', { name: 'Add New Entry' });
    await userEvent.selectOptions(addPanel().getByLabelText('Type'), 'education');
    await userEvent.type(addPanel().getByLabelText(/^Title/), 'MSc Distributed Systems');
    await userEvent.type(addPanel().getByLabelText(/^Organization/), 'TU Delft');
    port.failures.failNext({ op: 'add', target: 'resume_data' });
    await userEvent.click(addPanel().getByRole('button', { name: 'Add Entry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add resume entry. Please try again.');
    expect(addPanel().getByLabelText(/^Title/)).toHaveValue('MSc Distributed Systems');
  });

  it('edits an entry inline (end date emptied becomes null) and reports a failed update', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Site Reliability Engineer' }));
    const form = panel('Experiences');
    port.failures.failNext({ op: 'update', target: 'resume_data' });
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update entry. Please try again.');
    await userEvent.clear(form.getByLabelText('End Date'));
    const updates = vi.spyOn(port, 'update');
    await userEvent.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Entry updated successfully!');
    expect(updates.mock.calls[0]![2]).not.toHaveProperty('type');
    expect(entries(port).find((e) => e.title === 'Site Reliability Engineer')).toMatchObject({ end_date: null });
  });

  it('deletes an entry, and reports a failed delete', async () => {
    const { port } = renderApp({ route: '/admin/resume', signedIn: true });
    port.failures.failNext({ op: 'remove', target: 'resume_data' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete BSc Computer Science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete resume entry. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete BSc Computer Science' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Resume entry deleted successfully!');
    await waitFor(() => expect(entries(port).some((e) => e.title === 'BSc Computer Science')).toBe(false));
  });
});
