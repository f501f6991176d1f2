// GPU particles: emit into an append buffer, simulate consume -> append, draw from a structured buffer
// by vertex id, expand points to camera-facing quads, soft-particle pixel shader.
struct Particle { float3 pos; float life; float3 vel; uint colorSize; };
cbuffer Sim : register(b0) { float3 Gravity; float Dt; float3 EmitPos; uint EmitCount; float4 Wind; uint Seed; float Drag; float2 pad_; };
cbuffer Cam : register(b1) { float4x4 ViewProj; float3 CamRight; float Fade; float3 CamUp; float Near; };
AppendStructuredBuffer<Particle> Alive : register(u0);
ConsumeStructuredBuffer<Particle> Prev : register(u1);
RWStructuredBuffer<uint> Counters : register(u2);
Texture3D<float4> Curl : register(t0);
SamplerState Lin : register(s0);

uint Hash(uint x) { x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16; return x; }
float Rand(inout uint s) { s = Hash(s); return (s & 0xffffff) / 16777216.0; }

[numthreads(64, 1, 1)]
void CSEmit(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= EmitCount) return;
    uint s = Seed ^ (id.x * 747796405u);
    Particle p;
    p.pos = EmitPos + (float3(Rand(s), Rand(s), Rand(s)) - 0.5);
    p.vel = float3(Rand(s) - 0.5, 2 + Rand(s), Rand(s) - 0.5);
    p.life = 1 + Rand(s) * 3;
    p.colorSize = f32tof16(Rand(s)) << 16 | (s & 0xff00ff);
    Alive.Append(p);
}

[numthreads(256, 1, 1)]
void CSSimulate(uint3 id : SV_DispatchThreadID)
{
    if (id.x >= Counters[0]) return;
    Particle p = Prev.Consume();
    p.life -= Dt;
    [branch] if (p.life > 0)
    {
        float3 curl = Curl.SampleLevel(Lin, p.pos * 0.05, 0).xyz;
        p.vel += (Gravity + curl * Wind.w + Wind.xyz) * Dt;
        p.vel *= 1 - Drag * Dt;
        p.pos += p.vel * Dt;
        Alive.Append(p);
    }
}

[numthreads(1, 1, 1)]
void CSArgs(uint3 id : SV_DispatchThreadID)
{
    uint n = Counters[1];
    Counters[2] = (n + 255) / 256;
    Counters[3] = 1;
    Counters[4] = 1;
    Counters[5] = n * 6;
}

RWStructuredBuffer<Particle> Pool : register(u3);
[numthreads(128, 1, 1)]
void CSCounter(uint3 id : SV_DispatchThreadID)
{
    Particle p = Pool[id.x];
    if (p.life <= 0) return;
    uint slot = Pool.IncrementCounter();
    Counters[8 + slot] = id.x;
}

StructuredBuffer<Particle> Draw : register(t1);
struct PVOut { float4 pos : SV_Position; float4 color : COLOR; float2 uv : TEXCOORD0; float depth : DEPTH; };
PVOut VSQuadFromId(uint vid : SV_VertexID)
{
    Particle p = Draw[vid / 6];
    static const float2 corner[6] = { float2(-1, -1), float2(1, -1), float2(-1, 1), float2(-1, 1), float2(1, -1), float2(1, 1) };
    float2 c = corner[vid % 6];
    float size = f16tof32(p.colorSize >> 16);
    float3 w = p.pos + (CamRight * c.x + CamUp * c.y) * size;
    PVOut o;
    o.pos = mul(float4(w, 1), ViewProj);
    o.color = float4((p.colorSize & 0xff) / 255.0, ((p.colorSize >> 8) & 0xff) / 255.0, 1, saturate(p.life));
    o.uv = c * 0.5 + 0.5;
    o.depth = o.pos.w;
    return o;
}

struct PointOut { float4 pos : POSITION; float4 color : COLOR; float size : PSIZE; };
PointOut VSPoint(uint vid : SV_VertexID)
{
    Particle p = Draw[vid];
    PointOut o;
    o.pos = float4(p.pos, 1);
    o.color = float4(p.vel * 0.1 + 0.5, p.life);
    o.size = f16tof32(p.colorSize >> 16);
    return o;
}

[maxvertexcount(4)]
void GSBillboard(point PointOut i[1], inout TriangleStream<PVOut> s)
{
    [unroll] for (int k = 0; k < 4; k++)
    {
        float2 c = float2(k & 1, k >> 1) * 2 - 1;
        PVOut o;
        o.pos = mul(float4(i[0].pos.xyz + (CamRight * c.x + CamUp * c.y) * i[0].size, 1), ViewProj);
        o.color = i[0].color;
        o.uv = c * 0.5 + 0.5;
        o.depth = o.pos.w;
        s.Append(o);
    }
}

Texture2D<float4> Sprite : register(t2);
Texture2D<float> SceneDepth : register(t3);
float4 PSSoft(PVOut i) : SV_Target
{
    float4 c = Sprite.Sample(Lin, i.uv) * i.color;
    float scene = SceneDepth.Load(int3(i.pos.xy, 0));
    float lin = Near / (1 - scene);
    c.a *= saturate((lin - i.depth) * Fade);
    return c;
}
