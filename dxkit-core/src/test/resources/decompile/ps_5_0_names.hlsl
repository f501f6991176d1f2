// Decompiled by dxkit from a ps_5_0 program.

struct Particle
{
    float4 colour;
    struct
    {
        float3 position;
        struct
        {
            uint age;
        } life;
    } state;
};

StructuredBuffer<float4> buffer : register(t0);
RWStructuredBuffer<Particle> particles : register(u1);
cbuffer sample : register(b0)
{
    float4 precise;
    struct
    {
        float4 scale;
        uint count;
    } sample;
};

struct Input
{
    float4 SV_Position0 : SV_Position;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r1, r2, r3;
    int4 r0i;
    uint4 r0u;
    r0u.x = (uint)i.SV_Position0.x;
    r1.xyzw = particles[r0u.x].colour.xyzw;
    r1.xyzw = sample.scale.xyzw * r1.xyzw;
    r2.xyzw = float4(particles[r0u.x].state.position.xyz, asfloat(particles[r0u.x].state.life.age));
    r0i.y = 1 + (int)r0u.x;
    r3.xyzw = buffer[r0u.x].xyzw;
    r1.xyzw = r3.xyzw * precise.xyzw + r1.xyzw;
    o.SV_Target0.xyzw = r1.xyzw + r2.xyzx;
    r0i.x = (int)sample.count + asint(r2.w);
    particles[(uint)r0i.y].state.life.age = (uint)r0i.x;
    return o;
}
